// corpus: CWE-918 vulnerable — the "send test event" action posts to whatever webhook URL the request supplies via Guzzle.
<?php

use App\Http\Controllers\Controller;
use GuzzleHttp\Client;
use GuzzleHttp\Exception\GuzzleException;
use Illuminate\Http\Request;

class WebhookTestController extends Controller
{
    public function __construct(private Client $http)
    {
    }

    public function send(Request $request)
    {
        $url = request('webhook_url');

        try {
            $response = $this->http->post($url, [
                'json' => ['event' => 'test', 'sent_at' => now()->toIso8601String()],
                'timeout' => 5,
            ]);
            return response()->json(['status' => $response->getStatusCode(), 'body' => (string) $response->getBody()]);
        } catch (GuzzleException $e) {
            return response()->json(['error' => $e->getMessage()], 502);
        }
    }
}
