// corpus: CWE-502 safe — DraftStateSerializer.unserialize is a JSON.parse of the header text followed by field-by-field type checks; JSON.parse builds plain data and runs no code.
import Fastify, { FastifyRequest } from "fastify";

interface DraftState {
  step: number;
  title: string;
  tags: string[];
}

const EMPTY_DRAFT: DraftState = { step: 1, title: "", tags: [] };

class DraftStateSerializer {
  serialize(state: DraftState): string {
    return Buffer.from(JSON.stringify(state)).toString("base64url");
  }

  unserialize(encoded: string | undefined): DraftState {
    if (!encoded) return EMPTY_DRAFT;
    let raw: unknown;
    try {
      raw = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    } catch {
      return EMPTY_DRAFT;
    }
    if (typeof raw !== "object" || raw === null) return EMPTY_DRAFT;
    const candidate = raw as Record<string, unknown>;
    return {
      step: typeof candidate.step === "number" ? Math.min(Math.max(candidate.step, 1), 5) : 1,
      title: typeof candidate.title === "string" ? candidate.title.slice(0, 200) : "",
      tags: Array.isArray(candidate.tags) ? candidate.tags.filter((t): t is string => typeof t === "string") : [],
    };
  }
}

const serializer = new DraftStateSerializer();
const app = Fastify();

app.post("/drafts/advance", async (request: FastifyRequest<{ Headers: { "x-draft-state"?: string } }>) => {
  const state = serializer.unserialize(request.headers["x-draft-state"]);
  const next: DraftState = { ...state, step: Math.min(state.step + 1, 5) };
  return { state: serializer.serialize(next), step: next.step };
});

app.listen({ port: 3000 });
