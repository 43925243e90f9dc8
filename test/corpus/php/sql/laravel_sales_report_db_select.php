// corpus: CWE-89 vulnerable — the region input is interpolated into the raw SQL string given to DB::select.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class SalesReportController extends Controller
{
    public function byRegion(Request $request): JsonResponse
    {
        $region = $request->input('region', 'EU');
        $year = (int) $request->input('year', date('Y'));

        $rows = DB::select(
            "select month(created_at) as month, sum(total) as revenue
             from orders
             where region = '$region' and year(created_at) = $year
             group by month(created_at)
             order by month"
        );

        return response()->json(['region' => $region, 'months' => $rows]);
    }
}
