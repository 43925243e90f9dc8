// corpus: CWE-79 vulnerable — a URL search parameter is rendered with dangerouslySetInnerHTML.
import { useEffect, useState } from "react";

export default function ReleaseNote() {
  const [note, setNote] = useState("");

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setNote(params.get("note") ?? "");
  }, []);

  return (
    <section className="release-note">
      <h2>What&apos;s new</h2>
      <div dangerouslySetInnerHTML={{ __html: note }} />
    </section>
  );
}
