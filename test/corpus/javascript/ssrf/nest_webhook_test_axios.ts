// corpus: CWE-918 vulnerable — axios posts to a callback URL taken from the request body.
import { Body, Controller, Post } from "@nestjs/common";
import axios from "axios";

@Controller("webhooks")
export class WebhookController {
  @Post("test")
  async sendTest(@Body("callbackUrl") callbackUrl: string) {
    const payload = { event: "ping", sentAt: new Date().toISOString() };
    const response = await axios.post(callbackUrl, payload, { timeout: 5000 });
    return { delivered: response.status < 300, status: response.status };
  }
}
