// corpus: CWE-117 vulnerable — the email from @Body() is interpolated into a winston log line without removing line breaks.
import { Body, Controller, HttpCode, Post } from "@nestjs/common";
import winston from "winston";

const logger = winston.createLogger({
  level: "info",
  format: winston.format.simple(),
  transports: [new winston.transports.File({ filename: "logs/auth.log" })],
});

@Controller("password")
export class PasswordController {
  @Post("forgot")
  @HttpCode(202)
  forgot(@Body("email") email: string) {
    logger.info(`password reset requested for ${email}`);
    return { accepted: true };
  }
}
