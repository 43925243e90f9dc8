<?php

namespace App\Http\Controllers;

use App\Repositories\OrderRepository as Orders;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route;

class OrderController extends \App\Http\Controllers\Controller
{
    private const STATUSES = ['open', 'paid'];

    public function __construct(private readonly Orders $orders, protected int $limit = 20)
    {
    }

    public function index(Request $request, string $status)
    {
        $sort = $request->input('sort', 'created_at');
        $column = match ($sort) { 'total' => 'total', default => 'created_at' };
        if (!in_array($status, self::STATUSES, true)) {
            abort(404);
        }
        $rows = DB::select("SELECT * FROM orders WHERE status = ? ORDER BY $column LIMIT {$this->limit}", [$status]);
        return view('orders.index', ['rows' => $rows, 'count' => $this->orders->count()]);
    }

    public static function show(int $id): array
    {
        return static::find($id) ?? [];
    }
}

Route::get('/orders/{id}', fn (string $id) => "Order $id");
