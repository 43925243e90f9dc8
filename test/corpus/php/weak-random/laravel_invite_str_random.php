// corpus: CWE-330 safe — the invitation token comes from Str::random(40), which Laravel builds from random_bytes.
<?php

use App\Http\Controllers\Controller;
use App\Models\Invitation;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

class InvitationController extends Controller
{
    public function store(Request $request)
    {
        $request->validate(['email' => ['required', 'email']]);

        $invitation = Invitation::create([
            'email' => $request->input('email'),
            'token' => Str::random(40),
            'expires_at' => now()->addDays(7),
        ]);

        return response()->json(['id' => $invitation->id], 201);
    }
}
