// corpus: CWE-330 safe — the API token is bin2hex(random_bytes(32)), 256 bits from the operating system CSPRNG.
<?php

use App\Http\Controllers\Controller;
use App\Models\PersonalToken;
use Illuminate\Http\Request;

class TokenController extends Controller
{
    public function store(Request $request)
    {
        $plain = bin2hex(random_bytes(32));

        PersonalToken::create([
            'user_id' => $request->user()->id,
            'name' => $request->input('name', 'cli'),
            'token_hash' => hash('sha256', $plain),
        ]);

        return response()->json(['token' => $plain], 201);
    }
}
