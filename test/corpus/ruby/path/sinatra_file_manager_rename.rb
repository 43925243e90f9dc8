# corpus: CWE-22 vulnerable — the rename route checks the source name but joins the new name from the form to the share folder unchecked.
# frozen_string_literal: true

require "sinatra/base"
require "fileutils"
require "json"

class ShareManager < Sinatra::Base
  SHARE_ROOT = "/srv/shares"

  helpers do
    def share_dir
      File.join(SHARE_ROOT, session_team_slug)
    end

    def session_team_slug
      env.fetch("app.team_slug") { halt 401 }
    end

    def existing_file(name)
      base = File.basename(name.to_s)
      path = File.join(share_dir, base)
      halt 404 unless File.file?(path)
      path
    end
  end

  get "/files" do
    content_type :json
    Dir.children(share_dir).sort.to_json
  end

  get "/files/:name" do
    send_file existing_file(params[:name])
  end

  post "/files/:name/rename" do
    source = existing_file(params[:name])
    target = File.join(share_dir, params["new_name"].to_s)
    FileUtils.mv(source, target)
    content_type :json
    { renamed_to: File.basename(target) }.to_json
  end

  delete "/files/:name" do
    File.delete(existing_file(params[:name]))
    204
  end
end
