// corpus: CWE-89 safe — the normalised email reaches whereRaw only as a bound value; the SQL fragment itself is a constant.
<?php

namespace App\Membership;

use App\Http\Controllers\Controller;
use App\Models\Member;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

final class EmailNormaliser
{
    public function normalise(string $email): string
    {
        return mb_strtolower(trim($email));
    }
}

final class MemberFinder
{
    public function __construct(private EmailNormaliser $emails)
    {
    }

    public function byEmail(string $email): ?Member
    {
        return Member::query()
            ->whereRaw('lower(email) = ?', [$this->emails->normalise($email)])
            ->whereNull('deleted_at')
            ->first();
    }
}

final class MemberLookupController extends Controller
{
    public function __construct(private MemberFinder $finder)
    {
    }

    public function show(Request $request): JsonResponse
    {
        $member = $this->finder->byEmail((string) $request->query('email', ''));
        if ($member === null) {
            return response()->json(['found' => false], 404);
        }

        return response()->json(['found' => true, 'id' => $member->id, 'name' => $member->display_name]);
    }
}
