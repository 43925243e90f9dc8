// corpus: CWE-1336 vulnerable — the layout text from @Body() is compiled with pug.compile, which allows code in templates.
import { Body, Controller, Post } from "@nestjs/common";
import pug from "pug";

class RenderLayoutDto {
  source!: string;
  title!: string;
}

@Controller("layouts")
export class LayoutController {
  @Post("render")
  render(@Body() dto: RenderLayoutDto) {
    const compiled = pug.compile(dto.source);
    return { html: compiled({ title: dto.title }) };
  }
}
