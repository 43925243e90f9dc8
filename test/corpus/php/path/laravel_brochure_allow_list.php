// corpus: CWE-22 safe — the brochure key is checked against a fixed array of file names before the download path is built.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

class BrochureController extends Controller
{
    private const FILES = [
        'spring' => 'brochure-spring-2025.pdf',
        'summer' => 'brochure-summer-2025.pdf',
        'groups' => 'group-travel.pdf',
    ];

    public function download(Request $request)
    {
        $key = $request->query('edition', 'spring');
        if (!isset(self::FILES[$key])) {
            abort(404);
        }

        return response()->download(storage_path('app/brochures/' . self::FILES[$key]));
    }
}
