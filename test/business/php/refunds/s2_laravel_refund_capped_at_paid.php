<?php
// business: obeys — the requested amount is rejected when it is above paid minus already refunded, and orders older than 90 days are refused
// rule: refund-not-above-paid
// context: A refund must not be more than what was paid for the order, minus refunds already issued. Refunds go back to the original payment method within 5-10 business days. Orders older than 90 days cannot be refunded.

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Models\Order;
use App\Services\PaymentGateway;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;

final class OrderRefundController extends Controller
{
    public function __construct(private readonly PaymentGateway $gateway)
    {
    }

    public function store(Request $request, Order $order): JsonResponse
    {
        $data = $request->validate(['amount_cents' => ['required', 'integer', 'min:1']]);
        $amount = (int) $data['amount_cents'];

        abort_if($order->placed_at->lt(Carbon::now()->subDays(90)), 422, 'orders older than 90 days cannot be refunded');

        $refundable = $order->paid_cents - $order->refunded_cents;
        abort_if($amount > $refundable, 422, "at most {$refundable} cents can be refunded");

        $reference = DB::transaction(function () use ($order, $amount): string {
            $order->increment('refunded_cents', $amount);
            return $this->gateway->refund($order->payment_reference, $amount);
        });

        return response()->json(['reference' => $reference, 'amount_cents' => $amount], 201);
    }
}
