// corpus: CWE-943 safe — requireText rejects anything but a bounded plain string, so the serial and tenant from the body reach DeviceModel.findOne as literal values, never as operator objects.
import { BadRequestException, Body, Controller, Injectable, Post } from "@nestjs/common";
import { InjectModel } from "@nestjs/mongoose";
import { Model } from "mongoose";

export interface Device {
  serial: string;
  tenant: string;
  claimedBy?: string;
  claimedAt?: Date;
}

function requireText(value: unknown, field: string, max = 64): string {
  if (typeof value !== "string" || value.length === 0 || value.length > max) {
    throw new BadRequestException(`${field} must be a non-empty string`);
  }
  return value;
}

@Injectable()
export class DeviceClaimService {
  constructor(@InjectModel("Device") private readonly devices: Model<Device>) {}

  async claim(tenant: string, serial: string, userId: string): Promise<Device | null> {
    const device = await this.devices.findOne({ tenant, serial, claimedBy: { $exists: false } }).exec();
    if (!device) return null;
    device.claimedBy = userId;
    device.claimedAt = new Date();
    await device.save();
    return device.toObject();
  }
}

interface ClaimBody {
  tenant?: unknown;
  serial?: unknown;
  userId?: unknown;
}

@Controller("devices")
export class DeviceClaimController {
  constructor(private readonly claims: DeviceClaimService) {}

  @Post("claim")
  async claim(@Body() body: ClaimBody): Promise<{ claimed: boolean }> {
    const tenant = requireText(body.tenant, "tenant");
    const serial = requireText(body.serial, "serial", 32);
    const userId = requireText(body.userId, "userId");
    const device = await this.claims.claim(tenant, serial, userId);
    return { claimed: device !== null };
  }
}
