// corpus: CWE-502 vulnerable — the prefs input is unserialized in a service in a Laravel app whose vendor classes provide gadget chains.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class DashboardPreferences
{
    public function decode(string $blob): array
    {
        $prefs = unserialize($blob);
        return is_array($prefs) ? $prefs : [];
    }
}

class DashboardController extends Controller
{
    public function __construct(private DashboardPreferences $preferences)
    {
    }

    public function update(Request $request)
    {
        $prefs = $this->preferences->decode((string) $request->input('prefs', 'a:0:{}'));

        $request->user()->forceFill([
            'dashboard_layout' => $prefs['layout'] ?? 'grid',
            'dashboard_widgets' => $prefs['widgets'] ?? [],
        ])->save();

        return response()->noContent();
    }
}
