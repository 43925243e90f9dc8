# corpus: CWE-89 vulnerable — in the Sinatra CRM API the tag filter helper interpolates the tag query parameter into a Sequel fetch string.
# frozen_string_literal: true

require "sinatra/base"
require "sequel"
require "json"
require "digest"

class CrmApi < Sinatra::Base
  DB = Sequel.connect(ENV.fetch("CRM_DATABASE_URL"))
  PAGE_SIZE = 50

  before do
    content_type :json
    halt 401, { error: "unauthorized" }.to_json unless current_user
  end

  helpers do
    def current_user
      token = request.env["HTTP_AUTHORIZATION"].to_s.delete_prefix("Bearer ")
      @current_user ||= DB[:api_tokens].where(token_digest: Digest::SHA256.hexdigest(token)).get(:user_id)
    end

    def page
      [params["page"].to_i, 1].max
    end

    def contacts_with_tag(tag)
      DB.fetch(<<~SQL).all
        SELECT c.id, c.name, c.email
        FROM contacts c
        JOIN contact_tags ct ON ct.contact_id = c.id
        JOIN tags t ON t.id = ct.tag_id
        WHERE c.owner_id = #{current_user.to_i} AND t.name = '#{tag}'
        ORDER BY c.name
        LIMIT #{PAGE_SIZE} OFFSET #{(page - 1) * PAGE_SIZE}
      SQL
    end
  end

  get "/contacts" do
    rows =
      if params["tag"]
        contacts_with_tag(params["tag"])
      else
        DB[:contacts].where(owner_id: current_user).order(:name).limit(PAGE_SIZE, (page - 1) * PAGE_SIZE).all
      end
    rows.to_json
  end

  get "/contacts/:id" do
    contact = DB[:contacts].where(owner_id: current_user, id: params[:id].to_i).first
    halt 404, { error: "not found" }.to_json unless contact

    contact.to_json
  end

  post "/contacts" do
    body = JSON.parse(request.body.read)
    id = DB[:contacts].insert(owner_id: current_user, name: body.fetch("name"), email: body["email"])
    status 201
    { id: id }.to_json
  end
end
