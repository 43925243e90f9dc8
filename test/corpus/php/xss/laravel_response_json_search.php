// corpus: CWE-79 safe — the query is returned through response()->json(), which sets application/json rather than HTML.
<?php

use App\Http\Controllers\Controller;
use App\Models\Student;
use Illuminate\Http\Request;

class StudentLookupController extends Controller
{
    public function __invoke(Request $request)
    {
        $q = (string) $request->query('q', '');

        $students = Student::query()
            ->where('last_name', 'like', $q . '%')
            ->limit(10)
            ->get(['id', 'first_name', 'last_name', 'class_code']);

        return response()->json(['query' => $q, 'students' => $students]);
    }
}
