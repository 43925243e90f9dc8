// corpus: CWE-89 safe — the name goes through where() and the city through whereRaw with a ? binding, both parameterised.
<?php

use App\Http\Controllers\Controller;
use App\Models\Supplier;
use Illuminate\Http\Request;

class SupplierController extends Controller
{
    public function index(Request $request)
    {
        $query = Supplier::query()->where('active', true);

        if ($name = $request->query('name')) {
            $query->where('name', $name);
        }

        if ($city = request('city')) {
            $query->whereRaw('lower(city) = lower(?)', [$city]);
        }

        return response()->json($query->orderBy('name')->limit(50)->get());
    }
}
