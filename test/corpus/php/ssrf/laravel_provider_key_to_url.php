// corpus: CWE-918 safe — the provider input is only a key into a config map of URLs; Http::get receives the configured URL.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Http;

class ShippingRatesController extends Controller
{
    public function quote(Request $request)
    {
        $providers = config('shipping.providers', [
            'postnl' => 'https://api.postnl.example/rates',
            'dpd' => 'https://rates.dpd.example/v1/quote',
        ]);
        $provider = (string) $request->query('provider', 'postnl');

        if (!array_key_exists($provider, $providers)) {
            return response()->json(['error' => 'unknown provider'], 422);
        }

        $response = Http::timeout(5)->get($providers[$provider], [
            'weight' => (float) $request->query('weight', 1),
            'country' => substr((string) $request->query('country', 'NL'), 0, 2),
        ]);

        return response()->json($response->json());
    }
}
