// corpus: CWE-601 safe — redirect()->to() receives the intended path only after a helper confirms it is a same-site relative path.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

final class RelativePath
{
    public static function orDefault(?string $path, string $default): string
    {
        if ($path === null || !preg_match('#^/(?![/\\\\])[A-Za-z0-9/_\-.?=&%]*$#', $path)) {
            return $default;
        }
        return $path;
    }
}

class LanguageSwitchController extends Controller
{
    public function update(Request $request)
    {
        $request->session()->put('locale', $request->input('locale') === 'de' ? 'de' : 'en');

        return redirect()->to(RelativePath::orDefault($request->input('back'), '/'));
    }
}
