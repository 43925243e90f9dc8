// corpus: CWE-601 vulnerable — the click tracker records the campaign then redirects away() to the dest query value.
<?php

use App\Http\Controllers\Controller;
use App\Models\CampaignClick;
use Illuminate\Http\Request;

class ClickTrackingController extends Controller
{
    public function track(Request $request, string $campaign)
    {
        CampaignClick::create([
            'campaign' => $campaign,
            'ip' => $request->ip(),
            'clicked_at' => now(),
        ]);

        return redirect()->away($request->query('dest', config('app.url')));
    }
}
