# business: obeys — the TransferForm validates amount_cents to be greater than zero and at most MAX_TRANSFER_CENTS ($5,000), and the controller only moves money when the form is valid
# rule: transfer-max-amount
# context: Members can move money between their own accounts, up to $5,000 per transfer. Transfers into a loan account can pay off the balance early. There is no fee for internal transfers.
class TransferForm
  include ActiveModel::Model
  include ActiveModel::Attributes

  MAX_TRANSFER_CENTS = 500_000

  attribute :from_account_id, :integer
  attribute :to_account_id, :integer
  attribute :amount_cents, :integer

  validates :from_account_id, :to_account_id, presence: true
  validates :amount_cents, numericality: { only_integer: true, greater_than: 0, less_than_or_equal_to: MAX_TRANSFER_CENTS }
  validate :accounts_differ

  private

  def accounts_differ
    errors.add(:to_account_id, "must differ from the source account") if from_account_id == to_account_id
  end
end

class InternalTransfersController < ApplicationController
  def create
    form = TransferForm.new(params.require(:transfer).permit(:from_account_id, :to_account_id, :amount_cents))
    return render json: { errors: form.errors }, status: :unprocessable_entity unless form.valid?

    from = current_member.accounts.find(form.from_account_id)
    to = current_member.accounts.find(form.to_account_id)
    Ledger.move!(from: from, to: to, cents: form.amount_cents, fee_cents: 0)
    head :created
  end
end
