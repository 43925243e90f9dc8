// corpus: CWE-330 vulnerable — API keys come from uniqid(), which is derived from the current time and easy to guess.
<?php

use App\Http\Controllers\Controller;
use App\Models\ApiKey;
use Illuminate\Http\Request;

class ApiKeyController extends Controller
{
    public function store(Request $request)
    {
        $key = 'pk_' . uniqid('', true);

        ApiKey::create([
            'team_id' => $request->user()->team_id,
            'label' => $request->input('label', 'default'),
            'key_hash' => hash('sha256', $key),
        ]);

        return response()->json(['key' => $key], 201);
    }
}
