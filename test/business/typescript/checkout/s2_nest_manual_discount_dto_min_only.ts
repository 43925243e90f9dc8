// business: violation — the DTO only says @Min(0) and the service applies the percent as sent, so an associate can key in more than the fifteen percent cap
// rule: discount-max-percent
// context: Store associates can give a manual discount on a basket. Manual discounts are capped at fifteen percent; anything higher needs a manager override in the back office. Every manual discount needs a reason code for the weekly report.
// expect: generic.business_logic.bound-unchecked
import { Body, Controller, Injectable, NotFoundException, Param, Post } from '@nestjs/common';
import { IsInt, IsString, Min } from 'class-validator';

export class ManualDiscountDto {
  @IsInt()
  @Min(0)
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
    const basket = await this.baskets.find(basketId);
    if (!basket) throw new NotFoundException(`basket ${basketId}`);
    basket.manualDiscountCents = Math.round((basket.subtotalCents * dto.percent) / 100); // expect-line
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
