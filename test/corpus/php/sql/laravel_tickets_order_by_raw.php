// corpus: CWE-89 vulnerable — the sort input is passed straight to orderByRaw, which inserts it into the SQL unescaped.
<?php

use App\Http\Controllers\Controller;
use App\Models\Ticket;
use Illuminate\Http\Request;

class SupportTicketController extends Controller
{
    public function index(Request $request)
    {
        $tickets = Ticket::query()
            ->where('team_id', $request->user()->team_id)
            ->when($request->filled('status'), fn ($q) => $q->where('status', $request->input('status')))
            ->orderByRaw($request->input('sort', 'created_at desc'))
            ->paginate(30);

        return view('tickets.index', ['tickets' => $tickets]);
    }
}
