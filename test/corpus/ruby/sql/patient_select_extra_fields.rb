# corpus: CWE-89 vulnerable — extra column names from the API request are interpolated into select, which is raw SQL.
# frozen_string_literal: true

module Api
  module V1
    class PatientsController < Api::BaseController
      BASE_COLUMNS = "patients.id, patients.first_name, patients.last_name"

      def index
        columns = [BASE_COLUMNS, extra_columns].compact.join(", ")
        patients = current_clinic.patients.select(columns).limit(100)
        render json: patients
      end

      private

      def extra_columns
        fields = params[:fields]
        return nil if fields.blank?

        fields.split(",").map(&:strip).join(", ")
      end
    end
  end
end
