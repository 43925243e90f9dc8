// corpus: CWE-117 vulnerable — the refund reason input is interpolated into the Log::warning message; Laravel's default LineFormatter keeps inline line breaks.
<?php

use App\Http\Controllers\Controller;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class RefundController extends Controller
{
    public function store(Request $request, Order $order)
    {
        $reason = (string) $request->input('reason', '');

        $order->refunds()->create(['amount' => $order->total, 'reason' => $reason]);
        Log::warning("Refund issued for order {$order->id}: {$reason}");

        return redirect()->route('orders.show', $order);
    }
}
