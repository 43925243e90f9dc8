// corpus: CWE-79 vulnerable — the title query value is shortened by clip() and EmbedCardRenderer places it unescaped in the text/html document the API route sends.
import type { NextApiRequest, NextApiResponse } from "next";

interface EmbedCard {
  title: string;
  videoId: string;
  theme: "light" | "dark";
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

class EmbedCardRenderer {
  constructor(private readonly playerOrigin: string) {}

  render(card: EmbedCard): string {
    const background = card.theme === "dark" ? "#111" : "#fff";
    return [
      "<!doctype html>",
      `<html><head><meta charset="utf-8"><title>${card.title}</title></head>`,
      `<body style="margin:0;background:${background}">`,
      `<h1 class="embed-title">${card.title}</h1>`,
      `<iframe src="${this.playerOrigin}/player/${encodeURIComponent(card.videoId)}" allowfullscreen></iframe>`,
      "</body></html>",
    ].join("\n");
  }
}

const renderer = new EmbedCardRenderer("https://player.example.com");

function single(value: string | string[] | undefined, fallback = ""): string {
  return (Array.isArray(value) ? value[0] : value) ?? fallback;
}

export default function handler(req: NextApiRequest, res: NextApiResponse): void {
  const videoId = single(req.query.v);
  if (!/^[A-Za-z0-9_-]{6,20}$/.test(videoId)) {
    res.status(400).json({ error: "bad video id" });
    return;
  }
  const card: EmbedCard = {
    title: clip(single(req.query.title, "Untitled video"), 80),
    videoId,
    theme: single(req.query.theme) === "dark" ? "dark" : "light",
  };
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.status(200).send(renderer.render(card));
}
