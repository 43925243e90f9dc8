// corpus: CWE-89 vulnerable — the doctor filter crosses controller, service and repository and is the one value concatenated into the WHERE list.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

final class AppointmentFilter
{
    public function __construct(
        public readonly ?string $doctor = null,
        public readonly ?string $from = null,
        public readonly ?string $to = null,
        public readonly ?int $roomId = null,
        public readonly bool $includeCancelled = false,
    ) {
    }

    public static function fromRequest(Request $request): self
    {
        return new self(
            $request->query('doctor'),
            $request->query('from'),
            $request->query('to'),
            $request->filled('room') ? (int) $request->query('room') : null,
            $request->boolean('cancelled'),
        );
    }
}

final class AppointmentRepository
{
    /** @return array<int, object> */
    public function search(AppointmentFilter $filter, int $clinicId): array
    {
        $where = ['a.clinic_id = ?'];
        $bindings = [$clinicId];

        if ($filter->from !== null) {
            $where[] = 'a.starts_at >= ?';
            $bindings[] = $filter->from;
        }
        if ($filter->to !== null) {
            $where[] = 'a.starts_at < ?';
            $bindings[] = $filter->to;
        }
        if ($filter->roomId !== null) {
            $where[] = 'a.room_id = ' . $filter->roomId;
        }
        if ($filter->doctor !== null) {
            $where[] = "d.last_name = '" . $filter->doctor . "'";
        }
        if (!$filter->includeCancelled) {
            $where[] = "a.status <> 'cancelled'";
        }

        $sql = 'select a.id, a.starts_at, a.status, d.last_name as doctor, r.name as room
                from appointments a
                join doctors d on d.id = a.doctor_id
                join rooms r on r.id = a.room_id
                where ' . implode(' and ', $where) . '
                order by a.starts_at';

        return DB::select($sql, $bindings);
    }
}

final class AppointmentSearchService
{
    public function __construct(private AppointmentRepository $repository)
    {
    }

    public function forClinic(AppointmentFilter $filter, int $clinicId): array
    {
        $rows = $this->repository->search($filter, $clinicId);

        return array_map(static fn (object $row) => [
            'id' => $row->id,
            'starts_at' => $row->starts_at,
            'doctor' => $row->doctor,
            'room' => $row->room,
            'status' => $row->status,
        ], $rows);
    }
}

class AppointmentSearchController extends Controller
{
    public function __construct(private AppointmentSearchService $service)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $clinicId = (int) $request->user()->clinic_id;
        $filter = AppointmentFilter::fromRequest($request);

        try {
            $appointments = $this->service->forClinic($filter, $clinicId);
        } catch (\Illuminate\Database\QueryException $e) {
            report($e);
            return response()->json(['error' => 'search failed'], 500);
        }

        return response()->json(['count' => count($appointments), 'appointments' => $appointments]);
    }
}
