// corpus: CWE-501 safe — the plan stored in the session is read from the signed-in user's subscription row in the database; the request body only asks for a refresh.
import {
  CanActivate,
  Controller,
  ExecutionContext,
  Get,
  Injectable,
  Module,
  NotFoundException,
  Post,
  Session,
  UnauthorizedException,
  UseGuards,
} from "@nestjs/common";
import { InjectRepository, TypeOrmModule } from "@nestjs/typeorm";
import { Column, Entity, PrimaryGeneratedColumn, Repository } from "typeorm";

type PlanTier = "free" | "team" | "enterprise";

interface BillingSession {
  userId?: string;
  plan?: PlanTier;
}

@Entity("subscriptions")
class Subscription {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column()
  userId!: string;

  @Column({ type: "varchar" })
  plan!: PlanTier;
}

@Injectable()
class PlanSessionService {
  constructor(@InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>) {}

  async refresh(session: BillingSession): Promise<PlanTier> {
    if (!session.userId) throw new UnauthorizedException();
    const subscription = await this.subscriptions.findOneBy({ userId: session.userId });
    if (!subscription) throw new NotFoundException("no subscription");
    session.plan = subscription.plan;
    return subscription.plan;
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

  @Post("plan/refresh")
  async refresh(@Session() session: BillingSession) {
    return { plan: await this.plans.refresh(session) };
  }

  @Get("exports/full")
  @UseGuards(PremiumExportGuard)
  fullExport(@Session() session: BillingSession) {
    return { userId: session.userId, format: "xlsx", rows: "all" };
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([Subscription])],
  controllers: [PlanSelectionController],
  providers: [PlanSessionService, PremiumExportGuard],
})
export class BillingModule {}
