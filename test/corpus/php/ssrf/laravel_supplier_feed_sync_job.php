// corpus: CWE-918 vulnerable — the supplier's feed URL is saved from the form and later fetched by the sync service with no host check.
<?php

use App\Http\Controllers\Controller;
use App\Models\Supplier;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

final class SupplierFeedSync
{
    public function sync(Supplier $supplier): int
    {
        $response = Http::timeout(15)->accept('application/json')->get($supplier->feed_url);
        if ($response->failed()) {
            Log::warning('supplier feed failed', ['supplier' => $supplier->id, 'status' => $response->status()]);
            return 0;
        }

        $updated = 0;
        foreach ($response->json('products', []) as $product) {
            if (!isset($product['sku'], $product['price'])) {
                continue;
            }
            $supplier->products()->updateOrCreate(
                ['sku' => (string) $product['sku']],
                ['price' => (float) $product['price'], 'stock' => (int) ($product['stock'] ?? 0)]
            );
            $updated++;
        }
        return $updated;
    }
}

class SupplierFeedController extends Controller
{
    public function __construct(private SupplierFeedSync $sync)
    {
    }

    public function update(Request $request, Supplier $supplier)
    {
        $data = $request->validate([
            'feed_url' => ['required', 'url', 'max:500'],
        ]);
        $supplier->update(['feed_url' => $data['feed_url']]);

        $count = $this->sync->sync($supplier->fresh());

        return back()->with('status', "Feed saved, $count products updated");
    }
}
