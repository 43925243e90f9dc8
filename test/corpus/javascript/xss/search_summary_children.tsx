// corpus: CWE-79 safe — the query value is rendered as React children, which React escapes.
import { useSearchParams } from "next/navigation";

export default function SearchSummary({ total }: { total: number }) {
  const searchParams = useSearchParams();
  const query = searchParams.get("q") ?? "";

  return (
    <header className="search-summary">
      <h1>
        Results for <em>{query}</em>
      </h1>
      <p>{total} matching listings</p>
    </header>
  );
}
