// business: obeys — besides the DTO's @Max, the service rejects any percent above MAX_MANUAL_DISCOUNT_PERCENT (15) before the discount is computed
// rule: discount-max-percent
// context: Associates may take up to 15% off a basket by hand. Bigger reductions need a manager override in the back office. A reason code is required for every manual discount.
import { BadRequestException, Body, Controller, Injectable, NotFoundException, Param, Post } from '@nestjs/common';
import { IsInt, IsString, Max, Min } from 'class-validator';

export const MAX_MANUAL_DISCOUNT_PERCENT = 15;

export class ManualDiscountDto {
  @IsInt()
  @Min(0)
  @Max(MAX_MANUAL_DISCOUNT_PERCENT)
  percent!: number;

  @IsString()
  reasonCode!: string;
}

export interface Basket {
  id: string;
  subtotalCents: number;
  manualDiscountCents: number;
  manualDiscountReason?: string;
}

export interface BasketRepository {
  find(id: string): Promise<Basket | undefined>;
  save(basket: Basket): Promise<void>;
}

@Injectable()
export class ManualDiscountService {
  constructor(private readonly baskets: BasketRepository) {}

  async apply(basketId: string, dto: ManualDiscountDto): Promise<Basket> {
    if (!Number.isInteger(dto.percent) || dto.percent < 0 || dto.percent > MAX_MANUAL_DISCOUNT_PERCENT) {
      throw new BadRequestException(`manual discounts are limited to ${MAX_MANUAL_DISCOUNT_PERCENT}%`);
    }
    const basket = await this.baskets.find(basketId);
    if (!basket) throw new NotFoundException(`basket ${basketId}`);
    basket.manualDiscountCents = Math.round((basket.subtotalCents * dto.percent) / 100);
    basket.manualDiscountReason = dto.reasonCode;
    await this.baskets.save(basket);
    return basket;
  }
}

@Controller('baskets')
export class ManualDiscountController {
  constructor(private readonly discounts: ManualDiscountService) {}

  @Post(':id/manual-discount')
  apply(@Param('id') id: string, @Body() dto: ManualDiscountDto): Promise<Basket> {
    return this.discounts.apply(id, dto);
  }
}
