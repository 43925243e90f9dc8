// corpus: CWE-89 vulnerable — the sort direction from the request is stored on a listing DTO and spliced into the ORDER BY of a DB::select in the repository.
<?php

namespace App\Shipping;

use App\Http\Controllers\Controller;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

final class ShipmentListing
{
    public function __construct(
        public readonly int $warehouseId,
        public readonly string $direction,
        public readonly int $perPage = 50,
    ) {
    }

    public static function fromRequest(Request $request, int $warehouseId): self
    {
        return new self($warehouseId, (string) $request->input('direction', 'desc'));
    }
}

final class ShipmentRepository
{
    public function list(ShipmentListing $listing): array
    {
        return DB::select(
            "select id, tracking_code, carrier, shipped_at from shipments
             where warehouse_id = ? order by shipped_at {$listing->direction} limit ?",
            [$listing->warehouseId, $listing->perPage]
        );
    }
}

final class ShipmentController extends Controller
{
    public function __construct(private ShipmentRepository $shipments)
    {
    }

    public function index(Request $request, int $warehouse): JsonResponse
    {
        $listing = ShipmentListing::fromRequest($request, $warehouse);

        return response()->json($this->shipments->list($listing));
    }
}
