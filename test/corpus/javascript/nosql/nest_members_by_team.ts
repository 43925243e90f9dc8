// corpus: CWE-943 vulnerable — an untyped @Body() field is used as a Mongoose filter value, allowing query operators.
import { Body, Controller, Post } from "@nestjs/common";
import { InjectModel } from "@nestjs/mongoose";
import { Model } from "mongoose";

interface Member {
  name: string;
  team: string;
  email: string;
}

@Controller("members")
export class MembersController {
  constructor(@InjectModel("Member") private readonly members: Model<Member>) {}

  @Post("search")
  async byTeam(@Body() body: any) {
    const criteria = { team: body.team };
    return this.members.find(criteria).select("name email").lean();
  }
}
