// corpus: CWE-328 vulnerable — the API creates users with hash('sha1', password) instead of Hash::make / bcrypt.
<?php

use App\Http\Controllers\Controller;
use App\Models\User;
use Illuminate\Http\Request;

class ApiUserController extends Controller
{
    public function store(Request $request)
    {
        $data = $request->validate([
            'name' => ['required', 'string', 'max:120'],
            'email' => ['required', 'email', 'unique:users,email'],
            'password' => ['required', 'string', 'min:12'],
        ]);

        $user = User::create([
            'name' => $data['name'],
            'email' => $data['email'],
            'password' => hash('sha1', $data['password']),
        ]);

        return response()->json(['id' => $user->id], 201);
    }
}
