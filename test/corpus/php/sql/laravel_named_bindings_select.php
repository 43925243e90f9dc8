// corpus: CWE-89 safe — DB::select receives fixed SQL with :email and :since placeholders and the request values in the bindings array.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class GuestHistoryController extends Controller
{
    public function index(Request $request)
    {
        $email = (string) $request->query('email', '');
        $since = (string) $request->query('since', now()->subYear()->toDateString());

        $stays = DB::select(
            'select b.reference, b.check_in, b.check_out, h.name as hotel
             from bookings b join hotels h on h.id = b.hotel_id
             join guests g on g.id = b.guest_id
             where g.email = :email and b.check_in >= :since
             order by b.check_in desc',
            ['email' => $email, 'since' => $since]
        );

        return response()->json(['email' => $email, 'stays' => $stays]);
    }
}
