# rejected: a column name spliced into the SQL cannot be a bound value (a bound value is compared, not named)
# keeps: User.where("#{column} = 1")
class UsersController < ApplicationController
  def index
    column = params[:column]
    @users = User.where("#{column} = 1")
  end
end
