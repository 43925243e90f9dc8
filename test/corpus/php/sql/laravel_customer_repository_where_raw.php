// corpus: CWE-89 vulnerable — the search term travels from the controller into a repository that splices it into whereRaw.
<?php

use App\Http\Controllers\Controller;
use App\Models\Customer;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Http\Request;

class CustomerRepository
{
    public function searchByName(string $term, int $limit = 25): Collection
    {
        return Customer::query()
            ->whereRaw("lower(name) like lower('%{$term}%')")
            ->orderBy('name')
            ->limit($limit)
            ->get(['id', 'name', 'email', 'account_manager_id']);
    }
}

class CustomerSearchController extends Controller
{
    public function __construct(private CustomerRepository $customers)
    {
    }

    public function index(Request $request)
    {
        $term = trim((string) $request->query('q', ''));
        if ($term === '') {
            return response()->json([]);
        }

        return response()->json($this->customers->searchByName($term));
    }
}
