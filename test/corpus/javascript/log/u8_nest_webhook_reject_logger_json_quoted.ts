// corpus: CWE-117 safe — every request-derived value reaches the Nest Logger through quoteForLog, which JSON-encodes it so CR, LF and other control characters are written as escapes.
import { Body, Controller, Headers, HttpCode, Injectable, Logger, Post } from "@nestjs/common";
import { createHmac, timingSafeEqual } from "node:crypto";

function quoteForLog(value: unknown): string {
  return JSON.stringify(String(value ?? "")).slice(0, 300);
}

@Injectable()
export class SignatureVerifier {
  private readonly secret = process.env.WEBHOOK_SECRET ?? "";

  matches(payload: string, signature: string | undefined): boolean {
    if (!signature) return false;
    const expected = createHmac("sha256", this.secret).update(payload).digest("hex");
    return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  }
}

@Controller("webhooks/payments")
export class PaymentWebhookController {
  private readonly logger = new Logger(PaymentWebhookController.name);

  constructor(private readonly verifier: SignatureVerifier) {}

  @Post()
  @HttpCode(202)
  receive(
    @Body() body: { id?: string; type?: string },
    @Headers("x-signature") signature: string | undefined,
    @Headers("user-agent") agent: string | undefined,
  ): { accepted: boolean } {
    if (!this.verifier.matches(JSON.stringify(body), signature)) {
      this.logger.warn(`rejected webhook id=${quoteForLog(body.id)} type=${quoteForLog(body.type)} agent=${quoteForLog(agent)}`);
      return { accepted: false };
    }
    this.logger.log(`accepted webhook id=${quoteForLog(body.id)}`);
    return { accepted: true };
  }
}
