// corpus: CWE-918 safe — the body's callbackUrl is only stored; the registration probe fetches the targets.status entry, which is built from a constant carrier base URL and the numeric account id.
import { BadRequestException, Body, Controller, Injectable, Post } from "@nestjs/common";
import { HttpService } from "@nestjs/axios";
import { firstValueFrom } from "rxjs";

const CARRIER_API = "https://api.parcel-carrier.example/v2";

interface RegisterCarrierBody {
  accountId: string;
  callbackUrl: string;
}

interface CarrierTargets {
  callback: string;
  status: string;
}

@Injectable()
export class CarrierAccountStore {
  private readonly accounts = new Map<number, CarrierTargets>();

  save(accountId: number, targets: CarrierTargets): void {
    this.accounts.set(accountId, targets);
  }
}

@Injectable()
export class CarrierRegistrationService {
  constructor(
    private readonly http: HttpService,
    private readonly store: CarrierAccountStore,
  ) {}

  async register(accountId: number, callbackUrl: string): Promise<{ active: boolean }> {
    const targets: CarrierTargets = {
      callback: callbackUrl,
      status: `${CARRIER_API}/accounts/${accountId}/status`,
    };
    // The carrier calls the callback itself later; we only need to know the account is live.
    const probe = await firstValueFrom(this.http.get<{ active: boolean }>(targets.status, { timeout: 4000 }));
    this.store.save(accountId, targets);
    return { active: probe.data.active };
  }
}

@Controller("carriers")
export class CarrierController {
  constructor(private readonly registrations: CarrierRegistrationService) {}

  @Post("register")
  register(@Body() body: RegisterCarrierBody): Promise<{ active: boolean }> {
    const accountId = Number.parseInt(body.accountId, 10);
    if (!Number.isSafeInteger(accountId) || accountId <= 0) {
      throw new BadRequestException("accountId must be a positive integer");
    }
    return this.registrations.register(accountId, String(body.callbackUrl ?? ""));
  }
}
