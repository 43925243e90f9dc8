// corpus: CWE-89 safe — the interpolated id is the int-typed route parameter, so only an integer can reach the SQL string.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class InvoiceController extends Controller
{
    public function show(Request $request, int $id)
    {
        $invoice = DB::selectOne("select id, number, total, currency, issued_at from invoices where id = $id");
        abort_if($invoice === null, 404);

        $lines = DB::select('select description, quantity, unit_price from invoice_lines where invoice_id = ?', [$id]);

        return view('invoices.show', [
            'invoice' => $invoice,
            'lines' => $lines,
            'printable' => $request->boolean('print'),
        ]);
    }
}
