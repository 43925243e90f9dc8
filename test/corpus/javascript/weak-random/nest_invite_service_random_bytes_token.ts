// corpus: CWE-330 safe — InviteTokenFactory draws the team-invite token from crypto.randomBytes, a cryptographically secure generator.
import { Body, Controller, Injectable, Module, Param, Post } from "@nestjs/common";
import { randomBytes } from "node:crypto";

interface PendingInvite {
  teamId: string;
  email: string;
  token: string;
  expiresAt: Date;
}

class CreateInviteDto {
  email!: string;
}

@Injectable()
class InviteTokenFactory {
  create(byteLength = 24): string {
    return randomBytes(byteLength).toString("base64url");
  }
}

@Injectable()
class InviteService {
  private readonly pending = new Map<string, PendingInvite>();

  constructor(private readonly tokens: InviteTokenFactory) {}

  invite(teamId: string, email: string): PendingInvite {
    const invite: PendingInvite = {
      teamId,
      email: email.trim().toLowerCase(),
      token: this.tokens.create(),
      expiresAt: new Date(Date.now() + 72 * 3600 * 1000),
    };
    this.pending.set(invite.token, invite);
    return invite;
  }

  accept(token: string): PendingInvite | undefined {
    const invite = this.pending.get(token);
    if (!invite || invite.expiresAt.getTime() < Date.now()) return undefined;
    this.pending.delete(token);
    return invite;
  }
}

@Controller("teams/:teamId/invites")
class InviteController {
  constructor(private readonly invites: InviteService) {}

  @Post()
  create(@Param("teamId") teamId: string, @Body() dto: CreateInviteDto) {
    const invite = this.invites.invite(teamId, dto.email);
    return { acceptUrl: `https://app.acme-corp.com/invites/${invite.token}`, expiresAt: invite.expiresAt };
  }
}

@Module({ controllers: [InviteController], providers: [InviteService, InviteTokenFactory] })
export class InvitesModule {}
