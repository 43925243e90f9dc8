// corpus: CWE-89 vulnerable — an unknown bucket from the query string falls back to the raw input, which the stats service interpolates into selectRaw and groupByRaw.
<?php

namespace App\Http\Controllers\Reports;

use App\Http\Controllers\Controller;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;

class SalesStatsService
{
    private const FORMATS = [
        'day' => '%Y-%m-%d',
        'week' => '%x-W%v',
        'month' => '%Y-%m',
    ];

    public function revenueByPeriod(int $storeId, string $bucket, Carbon $from, Carbon $to): array
    {
        $format = self::FORMATS[$bucket] ?? $bucket;

        return DB::table('orders')
            ->selectRaw("DATE_FORMAT(created_at, '{$format}') AS period, COUNT(*) AS orders, SUM(total_cents) AS revenue")
            ->where('store_id', $storeId)
            ->where('status', 'paid')
            ->whereBetween('created_at', [$from, $to])
            ->groupByRaw("DATE_FORMAT(created_at, '{$format}')")
            ->orderBy('period')
            ->get()
            ->all();
    }
}

class SalesStatsController extends Controller
{
    public function __construct(private SalesStatsService $stats)
    {
    }

    public function index(Request $request, int $storeId): JsonResponse
    {
        $this->authorize('viewReports', [$storeId]);

        $from = Carbon::parse($request->query('from', now()->subDays(30)->toDateString()))->startOfDay();
        $to = Carbon::parse($request->query('to', now()->toDateString()))->endOfDay();

        $rows = $this->stats->revenueByPeriod(
            $storeId,
            (string) $request->query('bucket', 'day'),
            $from,
            $to
        );

        return response()->json(['data' => $rows]);
    }
}
