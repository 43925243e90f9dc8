// corpus: CWE-78 vulnerable — the preset is allow-listed, but the DTO's outputName is interpolated into the shell command run by exec.
import { BadRequestException, Body, Controller, Injectable, Post } from "@nestjs/common";
import { exec } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";

const run = promisify(exec);
const MEDIA_ROOT = "/var/media";

const PRESETS: Record<string, string> = {
  "720p": "-vf scale=-2:720 -c:v libx264 -crf 23",
  "1080p": "-vf scale=-2:1080 -c:v libx264 -crf 21",
  audio: "-vn -c:a aac -b:a 160k",
};

export class TranscodeRequestDto {
  sourceId!: string;
  preset!: string;
  outputName!: string;
}

function buildCommand(input: string, presetArgs: string, output: string): string {
  return `ffmpeg -hide_banner -y -i "${input}" ${presetArgs} "${output}"`;
}

@Injectable()
export class TranscodeService {
  async transcode(dto: TranscodeRequestDto) {
    const presetArgs = PRESETS[dto.preset];
    if (!presetArgs) {
      throw new BadRequestException("unknown preset");
    }
    if (!/^[a-f0-9]{24}$/.test(dto.sourceId)) {
      throw new BadRequestException("bad source id");
    }
    const input = path.join(MEDIA_ROOT, "sources", `${dto.sourceId}.mp4`);
    const output = path.join(MEDIA_ROOT, "renditions", `${dto.outputName}.mp4`);
    const { stderr } = await run(buildCommand(input, presetArgs, output), { timeout: 10 * 60 * 1000 });
    return { output, log: stderr.split("\n").slice(-5) };
  }
}

@Controller("media")
export class TranscodeController {
  constructor(private readonly transcoder: TranscodeService) {}

  @Post("transcode")
  start(@Body() dto: TranscodeRequestDto) {
    return this.transcoder.transcode(dto);
  }
}
