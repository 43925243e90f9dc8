// corpus: CWE-89 safe — the sort column interpolated into orderByRaw is checked with a strict in_array against fixed names first.
<?php

use App\Http\Controllers\Controller;
use App\Models\Course;
use Illuminate\Http\Request;

class CourseCatalogController extends Controller
{
    private const SORTABLE = ['title', 'starts_on', 'credits'];

    public function index(Request $request)
    {
        $sort = $request->input('sort');
        if (!in_array($sort, self::SORTABLE, true)) {
            $sort = 'starts_on';
        }
        $direction = $request->input('direction') === 'desc' ? 'desc' : 'asc';

        $courses = Course::query()
            ->where('published', true)
            ->orderByRaw("{$sort} {$direction}")
            ->paginate(20);

        return view('courses.index', compact('courses'));
    }
}
