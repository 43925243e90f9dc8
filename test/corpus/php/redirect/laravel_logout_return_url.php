// corpus: CWE-601 vulnerable — the url input is handed to redirect(), which accepts absolute URLs to any host.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;

class LogoutController extends Controller
{
    public function __invoke(Request $request)
    {
        Auth::logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return redirect($request->input('url', '/'));
    }
}
