// corpus: CWE-98 safe — the included plugin files come from the config-listed plugin names; the request only picks an index that is range-checked.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class PluginSettingsController extends Controller
{
    public function show(Request $request)
    {
        $plugins = config('crm.plugins', ['mailchimp', 'stripe']);
        $index = $request->integer('plugin');

        if (!array_key_exists($index, $plugins)) {
            abort(404);
        }

        $settings = include base_path('plugins/' . $plugins[$index] . '/settings.php');

        return view('plugins.settings', ['plugin' => $plugins[$index], 'settings' => $settings]);
    }
}
