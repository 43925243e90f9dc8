// corpus: CWE-501 vulnerable — PlanSelectionController stores the plan named in the request body in the session, and PremiumExportGuard later trusts session.plan to unlock paid exports.
import {
  Body,
  CanActivate,
  Controller,
  ExecutionContext,
  Get,
  Injectable,
  Module,
  Post,
  Session,
  UseGuards,
} from "@nestjs/common";

type PlanTier = "free" | "team" | "enterprise";

interface BillingSession {
  userId?: string;
  plan?: PlanTier;
}

class SelectPlanDto {
  plan!: PlanTier;
}

@Injectable()
class PlanSessionService {
  remember(session: BillingSession, plan: PlanTier): void {
    session.plan = plan;
  }

  current(session: BillingSession): PlanTier {
    return session.plan ?? "free";
  }
}

@Injectable()
class PremiumExportGuard implements CanActivate {
  constructor(private readonly plans: PlanSessionService) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest();
    return this.plans.current(req.session) !== "free";
  }
}

@Controller("billing")
class PlanSelectionController {
  constructor(private readonly plans: PlanSessionService) {}

  @Post("plan")
  select(@Session() session: BillingSession, @Body() dto: SelectPlanDto) {
    this.plans.remember(session, dto.plan);
    return { plan: this.plans.current(session) };
  }

  @Get("exports/full")
  @UseGuards(PremiumExportGuard)
  fullExport(@Session() session: BillingSession) {
    return { userId: session.userId, format: "xlsx", rows: "all" };
  }
}

@Module({ controllers: [PlanSelectionController], providers: [PlanSessionService, PremiumExportGuard] })
export class BillingModule {}
