// corpus: CWE-89 vulnerable — validation only limits the tag name to a 60-character string, which is then interpolated into DB::statement.
<?php

use App\Http\Controllers\Controller;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\DB;

class RenameTagRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()?->can('manage-tags') ?? false;
    }

    public function rules(): array
    {
        return [
            'tag_id' => ['required', 'integer'],
            'name' => ['required', 'string', 'max:60'],
        ];
    }
}

class TagController extends Controller
{
    public function rename(RenameTagRequest $request)
    {
        $data = $request->validated();

        DB::statement("update tags set name = '{$data['name']}', updated_at = now() where id = {$data['tag_id']}");

        return back()->with('status', 'Tag renamed');
    }
}
