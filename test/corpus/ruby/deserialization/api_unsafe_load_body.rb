# corpus: CWE-502 vulnerable — the raw request body is parsed with YAML.unsafe_load.
# frozen_string_literal: true

require "yaml"

module Api
  class InventorySnapshotsController < Api::BaseController
    before_action :require_yaml_content_type, only: :create

    def index
      render json: current_warehouse.snapshots.order(taken_at: :desc).limit(30)
    end

    def create
      snapshot = YAML.unsafe_load(request.body.read)
      count = snapshot.fetch("items", []).count
      current_warehouse.snapshots.create!(item_count: count, taken_at: Time.current)
      render json: { items: count }, status: :created
    end

    private

    def require_yaml_content_type
      head :unsupported_media_type unless request.media_type.in?(%w[application/yaml application/x-yaml text/yaml])
    end
  end
end
