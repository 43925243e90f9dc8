<?php
// business: violation — the validation rules give the expiry a max:60 but the percent only min:5, so a promo code above the 40% ceiling is stored
// rule: discount-max-percent
// context: Promo codes created by marketing can take between 5% and 40% off. A promo code expires after 60 days at most. Codes are case-insensitive.
// expect: generic.business_logic.bound-unchecked

declare(strict_types=1);

namespace App\Http\Controllers\Marketing;

use App\Http\Controllers\Controller;
use App\Models\PromoCode;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\Support\Str;

final class PromoCodeController extends Controller
{
    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'code' => ['required', 'string', 'max:32'],
            'percent' => ['required', 'integer', 'min:5'],
            'expires_in_days' => ['required', 'integer', 'min:1', 'max:60'],
        ]);

        $promo = PromoCode::create([
            'code' => Str::upper($data['code']),
            'percent_off' => $data['percent'], // expect-line
            'expires_at' => Carbon::now()->addDays($data['expires_in_days']),
            'created_by' => $request->user()->id,
        ]);

        return response()->json($promo, 201);
    }
}
