// corpus: CWE-328 safe — the password goes through Hash::make; md5 is only used for the Gravatar URL, which that service requires.
<?php

use App\Http\Controllers\Controller;
use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Hash;

class ProfileController extends Controller
{
    public function register(Request $request)
    {
        $data = $request->validate([
            'email' => ['required', 'email'],
            'password' => ['required', 'min:12'],
        ]);

        $user = User::create([
            'email' => $data['email'],
            'password' => Hash::make($data['password']),
            'avatar_url' => $this->gravatar($data['email']),
        ]);

        return response()->json(['id' => $user->id], 201);
    }

    private function gravatar(string $email): string
    {
        return 'https://www.gravatar.com/avatar/' . md5(strtolower(trim($email))) . '?d=identicon';
    }
}
